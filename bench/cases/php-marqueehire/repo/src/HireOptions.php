<?php

declare(strict_types=1);

namespace Marquee\Hire;

/** What the customer asked for on top of the tent, with the defaults for whatever they did not say. */
final class HireOptions
{
    public const DEFAULTS = [
        'days' => 1,
        'flooring' => false,
        'lighting' => 'none',
        'distance_km' => 0,
    ];

    public const LIGHTING = ['none', 'festoon', 'chandelier'];

    /** @var array{days: int, flooring: bool, lighting: string, distance_km: int} */
    private array $values;

    /** @param array<string, mixed> $given */
    public function __construct(array $given = [])
    {
        $unknown = array_diff(array_keys($given), array_keys(self::DEFAULTS));
        if ($unknown !== []) {
            throw new \InvalidArgumentException('unknown option ' . implode(', ', $unknown));
        }
        $values = array_replace(self::DEFAULTS, $given);
        if (!in_array($values['lighting'], self::LIGHTING, true)) {
            throw new \InvalidArgumentException("no lighting called {$values['lighting']}");
        }
        if ($values['days'] < 1) {
            throw new \InvalidArgumentException('a hire is one day at least');
        }
        $this->values = $values;
    }

    public function days(): int
    {
        return $this->values['days'];
    }

    public function flooring(): bool
    {
        return $this->values['flooring'];
    }

    public function lighting(): string
    {
        return $this->values['lighting'];
    }

    public function distanceKm(): int
    {
        return $this->values['distance_km'];
    }
}
