<?php

declare(strict_types=1);

namespace Quayline\Tramstop;

/** Zone fares, in cents. */
final class Fare
{
    /** @param array<int, int> $byZones cents for a trip crossing 1, 2, 3... zones */
    public function __construct(private array $byZones = [1 => 180, 2 => 240, 3 => 290])
    {
    }

    public function single(int $fromZone, int $toZone): int
    {
        $zones = abs($toZone - $fromZone) + 1;
        $top = max(array_keys($this->byZones));
        return $this->byZones[min($zones, $top)];
    }

    /** "2.40" */
    public static function format(int $cents): string
    {
        return sprintf('%d.%02d', intdiv($cents, 100), $cents % 100);
    }
}
