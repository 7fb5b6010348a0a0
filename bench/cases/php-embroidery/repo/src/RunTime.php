<?php

declare(strict_types=1);

namespace Threadworks\Embroidery;

/** Machine time for a run, in whole minutes. */
final class RunTime
{
    public const STITCHES_PER_MINUTE = 800;
    public const SECONDS_PER_COLOUR_CHANGE = 20;
    public const SECONDS_PER_TRIM = 6;
    /** Hooping, framing and taking a piece off, per hooping. */
    public const SECONDS_PER_HOOPING = 90;

    /** Seconds the machine sews one piece. */
    public static function sewingSeconds(Design $design): int
    {
        $seconds = $design->stitches / self::STITCHES_PER_MINUTE * 60;
        $seconds += $design->colourChanges() * self::SECONDS_PER_COLOUR_CHANGE;
        $seconds += $design->trims * self::SECONDS_PER_TRIM;
        return (int) ceil($seconds);
    }

    /** Minutes for a run of pieces, one at a time, hooping included. */
    public static function minutes(Design $design, int $quantity): int
    {
        $seconds = $quantity * (self::sewingSeconds($design) + self::SECONDS_PER_HOOPING);
        return (int) ceil($seconds / 60);
    }
}
