<?php

declare(strict_types=1);

namespace Buskpitch\Tests;

use Buskpitch\Act;
use Buskpitch\Pitch;

final class Fixtures
{
    public static function marketCross(): Pitch
    {
        return new Pitch('A1', 'Market Cross', 'A', 10, 21, amplification: true);
    }

    public static function bridgeSteps(): Pitch
    {
        return new Pitch('B4', 'Bridge Steps', 'B', 9, 22, circleShows: true);
    }

    public static function fiddler(): Act
    {
        return new Act('BP-0117', 'Nell Carrick');
    }

    public static function band(): Act
    {
        return new Act('BP-0203', 'The Tin Whistlers', Act::AMPLIFIED, 4);
    }

    public static function juggler(): Act
    {
        return new Act('BP-0342', 'Flying Ferdie', Act::CIRCLE);
    }
}
