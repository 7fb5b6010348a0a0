<?php

declare(strict_types=1);

namespace Lambing;

/**
 * What the scanning man found, and the late-pregnancy feeding that follows from it:
 * ewes carrying more lambs get more concentrate, lean ewes a little more again.
 */
final class Scanning
{
    /** Concentrate, kg per ewe per day, for the last six weeks before lambing. */
    public const CONCENTRATE_KG = [
        Ewe::BARREN => 0.0,
        Ewe::SINGLE => 0.25,
        Ewe::TWIN => 0.5,
        Ewe::TRIPLET => 0.75,
    ];

    public const LEAN_EXTRA_KG = 0.1;

    public function __construct(private readonly Flock $flock)
    {
    }

    public function ewesScanned(): int
    {
        return count($this->flock->scanned());
    }

    public function lambsScanned(): int
    {
        $lambs = 0;
        foreach ($this->flock->scanned() as $ewe) {
            $lambs += $ewe->scannedLambs();
        }

        return $lambs;
    }

    /** Lambs scanned per hundred ewes scanned, barren ewes included. */
    public function scanningPercent(): float
    {
        $ewes = $this->ewesScanned();
        if ($ewes === 0) {
            return 0.0;
        }

        return round($this->lambsScanned() / $ewes * 100, 1);
    }

    /** @return array<string, int> ewes in each scan group */
    public function groupSizes(): array
    {
        return array_map('count', $this->flock->byScanGroup());
    }

    public function dailyConcentrate(Ewe $ewe): float
    {
        $group = $ewe->scanGroup();
        if ($group === null || $group === Ewe::BARREN) {
            return 0.0;
        }
        $kg = self::CONCENTRATE_KG[$group];
        if ($ewe->isLean()) {
            $kg += self::LEAN_EXTRA_KG;
        }

        return $kg;
    }

    /**
     * Concentrate to put out for each scan group over a number of days, in kg.
     *
     * @return array<string, float>
     */
    public function feedPlan(int $days): array
    {
        $plan = [];
        foreach ($this->flock->byScanGroup() as $group => $ewes) {
            $kg = 0.0;
            foreach ($ewes as $ewe) {
                $kg += $this->dailyConcentrate($ewe) * $days;
            }
            $plan[$group] = round($kg, 1);
        }

        return $plan;
    }
}
