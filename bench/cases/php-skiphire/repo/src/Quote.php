<?php

declare(strict_types=1);

namespace Kernow\Skiphire;

final class Quote
{
    public const INCLUDED_DAYS = 7;
    public const EXTRA_DAY_PENCE = 1200;
    public const ROAD_PERMIT_PENCE = 4500;
    public const OVERWEIGHT_PENCE_PER_100KG = 1800;

    /** @return array<string, int> the invoice's lines, label => pence */
    public static function lines(Hire $hire, ?\DateTimeImmutable $asOf = null): array
    {
        $lines = [sprintf('%s skip (%d yd)', ucfirst($hire->size), SkipSize::yards($hire->size)) => SkipSize::price($hire->size)];
        $extra = $hire->days($asOf) - self::INCLUDED_DAYS;
        if ($extra > 0) {
            $lines[sprintf('%d extra day%s', $extra, $extra === 1 ? '' : 's')] = $extra * self::EXTRA_DAY_PENCE;
        }
        if ($hire->onRoad) {
            $lines['Road permit'] = self::ROAD_PERMIT_PENCE;
        }
        if ($hire->weightKg !== null) {
            if ($hire->weightKg > SkipSize::maxKg($hire->size)) {
                throw new \DomainException(sprintf('%s: %d kg is more than a %s skip may hold', $hire->ref, $hire->weightKg, $hire->size));
            }
            $overKg = $hire->weightKg - SkipSize::includedKg($hire->size);
            if ($overKg > 0) {
                $lines[sprintf('Overweight %d kg', $overKg)] = intdiv($overKg + 99, 100) * self::OVERWEIGHT_PENCE_PER_100KG;
            }
        }
        return $lines;
    }

    public static function total(Hire $hire, ?\DateTimeImmutable $asOf = null): int
    {
        return array_sum(self::lines($hire, $asOf));
    }
}
