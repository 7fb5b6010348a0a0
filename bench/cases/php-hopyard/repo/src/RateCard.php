<?php

declare(strict_types=1);

namespace Hopyard\Pay;

/** Pence per kilogram of green hops, by variety and picker grade. */
final class RateCard
{
    /** @param array<string, array{novice: int, seasoned: int}> $rates */
    public function __construct(private array $rates)
    {
    }

    public static function season2026(): self
    {
        return new self([
            'fuggle' => ['novice' => 38, 'seasoned' => 46],
            'goldings' => ['novice' => 42, 'seasoned' => 50],
            'challenger' => ['novice' => 35, 'seasoned' => 41],
        ]);
    }

    public function rateFor(string $variety, string $grade): int
    {
        if (!isset($this->rates[$variety])) {
            throw new \DomainException("no rate for variety '$variety'");
        }
        return $this->rates[$variety][$grade];
    }

    /** Pence for a weight, rounded down to the penny. */
    public function pay(string $variety, string $grade, float $kg): int
    {
        return (int) floor($kg * $this->rateFor($variety, $grade));
    }

    /** @return list<string> */
    public function varieties(): array
    {
        $names = array_keys($this->rates);
        sort($names);
        return $names;
    }
}
