<?php

declare(strict_types=1);

namespace TownLib\Fines;

use InvalidArgumentException;

/** Daily rates and caps, in cents, per kind of item. */
final class FinePolicy
{
    /** @var array<string, array{rate: int, cap: int}> */
    private const RULES = [
        'book' => ['rate' => 20, 'cap' => 500],
        'dvd' => ['rate' => 100, 'cap' => 1500],
    ];

    public function rate(string $kind): int
    {
        return $this->rule($kind)['rate'];
    }

    public function cap(string $kind): int
    {
        return $this->rule($kind)['cap'];
    }

    /** @return array{rate: int, cap: int} */
    private function rule(string $kind): array
    {
        if (!isset(self::RULES[$kind])) {
            throw new InvalidArgumentException("no fine rule for '$kind'");
        }
        return self::RULES[$kind];
    }
}
