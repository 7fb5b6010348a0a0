<?php

declare(strict_types=1);

namespace Threadworks\Embroidery;

/** Thread use, worked out from stitch counts. */
final class Thread
{
    /** Top thread used per 1,000 stitches, in metres (average satin/fill mix). */
    public const METRES_PER_THOUSAND = 5.0;

    /** A standard cone of 40wt polyester. */
    public const CONE_METRES = 5000;

    /** Metres of top thread for one run of the design. */
    public static function metres(Design $design): float
    {
        return $design->stitches / 1000 * self::METRES_PER_THOUSAND;
    }

    /**
     * Metres of each thread for a run of `quantity` pieces: the design's
     * thread is split evenly over its colour blocks.
     *
     * @return array<string, float>
     */
    public static function byColour(Design $design, int $quantity): array
    {
        $perBlock = self::metres($design) * $quantity / count($design->colours);
        $out = [];
        foreach ($design->colours as $colour) {
            $out[$colour] = ($out[$colour] ?? 0.0) + $perBlock;
        }
        ksort($out);
        return $out;
    }

    /** Whole cones to have on the stand for the run. */
    public static function cones(float $metres): int
    {
        return max(1, (int) ceil($metres / self::CONE_METRES));
    }
}
