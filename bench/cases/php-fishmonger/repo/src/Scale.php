<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * The counter scale: reading weights as customers say them, and rounding
 * what is charged up to the scale's division.
 */
final class Scale
{
    public const GRAMS_PER_POUND = 453.59237;
    public const GRAMS_PER_OUNCE = 28.349523125;

    public function __construct(public readonly int $divisionGrams = 5)
    {
        if ($divisionGrams < 1) {
            throw new \InvalidArgumentException('Scale division must be at least 1 g');
        }
    }

    /** Rounds a weight in kilograms up to the next division. */
    public function chargeable(float $kg): float
    {
        // round() first so that 0.3 kg is not taken for 300.00000000000006 g
        $grams = round($kg * 1000, 6);
        $divisions = (int) ceil($grams / $this->divisionGrams);
        return $divisions * $this->divisionGrams / 1000;
    }

    /**
     * Reads "500g", "1.2 kg", "2lb", "8 oz" or "1lb 4oz" into kilograms.
     */
    public static function parse(string $text): float
    {
        $text = strtolower(trim($text));
        if (!preg_match_all('/(\d+(?:\.\d+)?)\s*(kg|g|lb|oz)\b/', $text, $m, PREG_SET_ORDER)) {
            throw new \InvalidArgumentException("Cannot read weight: '$text'");
        }
        $matched = implode('', array_map(static fn (array $p): string => $p[0], $m));
        if (preg_replace('/\s+/', '', $matched) !== preg_replace('/\s+/', '', $text)) {
            throw new \InvalidArgumentException("Cannot read weight: '$text'");
        }
        $grams = 0.0;
        foreach ($m as [, $amount, $unit]) {
            $grams += (float) $amount * match ($unit) {
                'kg' => 1000.0,
                'g' => 1.0,
                'lb' => self::GRAMS_PER_POUND,
                'oz' => self::GRAMS_PER_OUNCE,
            };
        }
        return $grams / 1000;
    }

    public static function format(float $kg): string
    {
        return sprintf('%.3f kg', $kg);
    }
}
