<?php

declare(strict_types=1);

use Threadworks\Embroidery\Design;

/** The designs the tests quote for. */
final class Designs
{
    public static function crest(): Design
    {
        return new Design('Rowing club crest', 7200, 85.0, 70.0, ['1966 navy', '1801 white', '1624 gold', '1966 navy'], 5);
    }

    public static function chestLogo(): Design
    {
        return new Design('Bakery chest logo', 4350, 80.0, 40.0, ['1902 brown', '1801 white'], 2);
    }

    public static function jacketBack(): Design
    {
        return new Design('Motorcycle club back', 38400, 280.0, 260.0, ['1800 black', '1637 red', '1801 white', '1637 red', '1749 silver'], 14);
    }

    public static function initials(): Design
    {
        return new Design('Cuff initials', 900, 30.0, 12.0, ['1966 navy']);
    }
}
