<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

/** Seat sizes in inches, as the trade sells them, from the rider's thigh length (hip to knee). */
final class SeatSize
{
    /** Longest thigh, in cm, for each seat; longer than the last takes 18". */
    private const BY_THIGH = [
        [40.0, 16.0],
        [44.0, 16.5],
        [48.0, 17.0],
        [52.0, 17.5],
    ];

    public static function forThigh(float $cm): float
    {
        foreach (self::BY_THIGH as [$upTo, $inches]) {
            if ($cm <= $upTo) {
                return $inches;
            }
        }
        return 18.0;
    }

    public static function format(float $inches): string
    {
        return rtrim(rtrim(number_format($inches, 1, '.', ''), '0'), '.') . '"';
    }
}
