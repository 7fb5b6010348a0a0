<?php

declare(strict_types=1);

namespace Insulation;

/**
 * Works out what to lay, how much of it to order and how long it takes.
 *
 * Rolls go between the joists first, up to the joist depth, then a second
 * layer across the joists brings the total to the recommended depth.
 */
final class Estimator
{
    /** Recommended depth of mineral wool in a loft. */
    public const TARGET_DEPTH_MM = 270;

    /** Allowance for offcuts and the edges, added to the area. */
    private const WASTAGE_PERCENT = 5;
    private const LABOUR_RATE_PENCE = 3200;
    /** Square metres of one layer laid in an hour. */
    private const M2_PER_HOUR = 12.0;
    private const MINIMUM_HOURS = 2.0;
    /** Installing energy-saving materials in a home is zero-rated. */
    private const VAT_PERCENT = 0;

    public function __construct(private readonly Catalogue $catalogue)
    {
    }

    /**
     * The rolls to lay, in order, to bring the loft to the target depth.
     *
     * @return list<Product>
     */
    public function layers(Loft $loft): array
    {
        $layers = [];
        $depth = $loft->existingDepthMm;
        if ($loft->needsBetweenJoists()) {
            $between = $this->catalogue->rollAtLeast($loft->joistDepthMm - $depth);
            $layers[] = $between;
            $depth += $between->thicknessMm;
        }
        if ($depth < self::TARGET_DEPTH_MM) {
            $across = $this->catalogue->rollAtLeast(self::TARGET_DEPTH_MM - $depth);
            $layers[] = $across;
        }
        return $layers;
    }

    /**
     * Rolls or packs of $product to cover $areaM2, with the wastage allowance.
     */
    public function packs(Product $product, float $areaM2): int
    {
        $needed = $areaM2 * (1 + self::WASTAGE_PERCENT / 100) / $product->coverageM2;
        return (int) ceil(round($needed, 6));
    }

    /**
     * Hours for laying $layerCount layers over $areaM2, in half hours, with a
     * minimum charge.
     */
    public function labourHours(float $areaM2, int $layerCount): float
    {
        if ($layerCount === 0) {
            return 0.0;
        }
        $hours = ceil($areaM2 * $layerCount / self::M2_PER_HOUR * 2) / 2;
        return max($hours, self::MINIMUM_HOURS);
    }

    public function quote(Loft $loft, string $reference): Quote
    {
        $area = $loft->insulatedArea();
        $layers = $this->layers($loft);
        $lines = [];
        $depth = $loft->existingDepthMm;
        $thermal = [];
        if ($loft->existingDepthMm > 0) {
            $thermal[] = [$loft->existingDepthMm, $loft->existingConductivity];
        }
        foreach ($layers as $product) {
            $lines[] = new QuoteLine($product->name, $this->packs($product, $area), $product->type->unit(), $product->pricePence);
            $depth += $product->thicknessMm;
            $thermal[] = [$product->thicknessMm, $product->conductivity];
        }
        return new Quote(
            $reference,
            $lines,
            $this->labourHours($area, count($layers)),
            self::LABOUR_RATE_PENCE,
            self::VAT_PERCENT,
            $depth,
            Thermal::uValue($thermal),
        );
    }
}
