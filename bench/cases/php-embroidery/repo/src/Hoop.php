<?php

declare(strict_types=1);

namespace Threadworks\Embroidery;

use RuntimeException;

/** The workshop's hoops, with the sewing field each allows. */
final class Hoop
{
    /** Clearance left between the design and the hoop's sewing field, each side. */
    public const MARGIN_MM = 5.0;

    public function __construct(
        public readonly string $name,
        public readonly float $fieldWidthMm,
        public readonly float $fieldHeightMm,
    ) {
    }

    /** @return list<Hoop> smallest first */
    public static function rack(): array
    {
        return [
            new self('4x4 round', 90, 90),
            new self('12cm', 120, 120),
            new self('15cm', 150, 150),
            new self('18x30 oblong', 180, 300),
            new self('30x30 jacket back', 300, 300),
        ];
    }

    public function fits(Design $design): bool
    {
        $w = $design->widthMm + 2 * self::MARGIN_MM;
        $h = $design->heightMm + 2 * self::MARGIN_MM;
        return ($w <= $this->fieldWidthMm && $h <= $this->fieldHeightMm)
            || ($h <= $this->fieldWidthMm && $w <= $this->fieldHeightMm);
    }

    /** The smallest hoop on the rack that takes the design. */
    public static function choose(Design $design): self
    {
        foreach (self::rack() as $hoop) {
            if ($hoop->fits($design)) {
                return $hoop;
            }
        }
        throw new RuntimeException("no hoop takes {$design->name}");
    }
}
