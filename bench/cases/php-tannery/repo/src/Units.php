<?php

declare(strict_types=1);

namespace Tannery;

/** Weights come in kilograms or pounds; everything inside is kilograms. */
final class Units
{
    public const LB_PER_KG = 2.20462;

    public static function toKg(float $value, string $unit): float
    {
        return match ($unit) {
            'kg' => $value,
            'lb' => $value / self::LB_PER_KG,
            default => throw new \InvalidArgumentException("unknown weight unit: $unit"),
        };
    }

    public static function parseWeight(string $text): float
    {
        if (!preg_match('/^\s*(\d+(?:\.\d+)?)\s*(kg|lb)\s*$/', $text, $m)) {
            throw new \InvalidArgumentException("not a weight: $text");
        }
        return self::toKg((float) $m[1], $m[2]);
    }

    public static function pounds(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }
}
