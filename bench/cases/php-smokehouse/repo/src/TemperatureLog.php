<?php

declare(strict_types=1);

namespace Smokehouse;

/**
 * The kiln's temperature record for one batch: readings in °C at times, checked
 * against the product's chamber limit for the food safety file.
 */
final class TemperatureLog
{
    /** @var list<array{0: \DateTimeImmutable, 1: float}> */
    private array $readings = [];

    public function record(\DateTimeImmutable $at, float $celsius): void
    {
        if ($this->readings !== [] && $at <= end($this->readings)[0]) {
            throw new \InvalidArgumentException('readings must be in time order');
        }
        $this->readings[] = [$at, $celsius];
    }

    public function count(): int
    {
        return count($this->readings);
    }

    public function max(): float
    {
        if ($this->readings === []) {
            throw new \LogicException('no readings');
        }
        return max(array_map(static fn(array $r): float => $r[1], $this->readings));
    }

    public function mean(): float
    {
        if ($this->readings === []) {
            throw new \LogicException('no readings');
        }
        $sum = 0.0;
        foreach ($this->readings as $r) {
            $sum += $r[1];
        }
        return round($sum / count($this->readings), 1);
    }

    /**
     * Minutes spent above the limit: each reading above it counts until the next
     * reading.
     */
    public function minutesAbove(float $limit): int
    {
        $minutes = 0;
        for ($i = 0; $i < count($this->readings) - 1; $i++) {
            [$at, $c] = $this->readings[$i];
            if ($c > $limit) {
                $next = $this->readings[$i + 1][0];
                $minutes += intdiv($next->getTimestamp() - $at->getTimestamp(), 60);
            }
        }
        return $minutes;
    }

    /** A batch passes when the chamber never went above the product's limit. */
    public function passes(Product $product): bool
    {
        return $this->max() <= $product->chamberLimit();
    }
}
