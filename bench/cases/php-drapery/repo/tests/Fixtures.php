<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Curtain;
use Drapery\Fabric;
use Drapery\Heading;
use Drapery\Window;

/** The Marsh Lane job: three windows, a floral with a 64 cm repeat and a plain linen. */
final class Fixtures
{
    public static function floral(): Fabric
    {
        return new Fabric('Hampton Floral', 137.0, 64.0, 4800);
    }

    public static function linen(): Fabric
    {
        return new Fabric('Linen Natural', 140.0, 0.0, 3200);
    }

    public static function lounge(): Curtain
    {
        return new Curtain(new Window('lounge', 200.0, 228.0), self::floral(), Heading::of('pencil'));
    }

    /** 157 cm drop + 20 cm hem + 15 cm pinch heading is exactly three repeats of the floral. */
    public static function study(): Curtain
    {
        return new Curtain(new Window('study', 120.0, 157.0), self::floral(), Heading::of('pinch'));
    }

    public static function bedroom(): Curtain
    {
        return new Curtain(new Window('bedroom', 150.0, 137.5, Window::SINGLE), self::linen(), Heading::of('eyelet'));
    }
}
