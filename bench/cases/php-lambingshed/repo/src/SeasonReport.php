<?php

declare(strict_types=1);

namespace Lambing;

use DateTimeImmutable;

/** The end-of-lambing figures the vet and the farm accounts ask for. */
final class SeasonReport
{
    public function __construct(
        private readonly Flock $flock,
        private readonly LambingLog $log,
        private readonly DateTimeImmutable $asAt,
    ) {
    }

    public function ewesPutToRam(): int
    {
        return count($this->flock);
    }

    public function lambsBorn(): int
    {
        return count($this->log->lambs());
    }

    /** Lambs born alive per hundred ewes put to the ram. */
    public function lambingPercent(): float
    {
        return self::percent(count($this->log->bornAlive()), $this->ewesPutToRam());
    }

    /** Lambs alive on the report date per hundred ewes put to the ram. */
    public function rearingPercent(): float
    {
        return self::percent(count($this->log->aliveAt($this->asAt)), $this->ewesPutToRam());
    }

    /** Lambs dead, stillborn included, per hundred born. */
    public function mortalityPercent(): float
    {
        return self::percent(count($this->log->dead()), $this->lambsBorn());
    }

    /**
     * Mean birth weight in kg by litter size (singles, twins, triplets and over), for the sizes that occurred.
     *
     * @return array<int, float>
     */
    public function birthWeightByLitter(): array
    {
        $weights = [];
        foreach ($this->log->lambs() as $lamb) {
            $size = min($this->log->litterSize($lamb->dam), 3);
            $weights[$size][] = $lamb->birthWeightKg;
        }
        ksort($weights);

        return array_map(static fn (array $w): float => round(array_sum($w) / count($w), 2), $weights);
    }

    /** @return list<string> */
    public function lines(): array
    {
        $names = [1 => 'singles', 2 => 'twins', 3 => 'triplets'];
        $weights = [];
        foreach ($this->birthWeightByLitter() as $size => $kg) {
            $weights[] = sprintf('%s %.2f kg', $names[$size], $kg);
        }

        return [
            sprintf('Lambing report as at %s', $this->asAt->format('j M Y')),
            sprintf('Ewes put to the ram: %d, lambed: %d', $this->ewesPutToRam(), $this->log->ewesLambed()),
            sprintf('Lambs born: %d (%d alive)', $this->lambsBorn(), count($this->log->bornAlive())),
            sprintf('Lambing: %.1f%%  Rearing: %.1f%%  Mortality: %.1f%%', $this->lambingPercent(), $this->rearingPercent(), $this->mortalityPercent()),
            'Birth weights: ' . ($weights === [] ? 'none' : implode(', ', $weights)),
        ];
    }

    public function render(): string
    {
        return implode("\n", $this->lines()) . "\n";
    }

    private static function percent(int $part, int $whole): float
    {
        return $whole === 0 ? 0.0 : round($part / $whole * 100, 1);
    }
}
