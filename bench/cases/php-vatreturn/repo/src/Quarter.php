<?php

declare(strict_types=1);

namespace Tally\Vat;

use DateTimeImmutable;
use InvalidArgumentException;

/** A calendar quarter such as 2026-Q2 (April to June). */
final class Quarter
{
    private function __construct(public readonly int $year, public readonly int $number)
    {
    }

    public static function parse(string $text): self
    {
        if (!preg_match('/^(\d{4})-Q([1-4])$/', $text, $m)) {
            throw new InvalidArgumentException("quarter '$text': want YYYY-Qn");
        }
        return new self((int) $m[1], (int) $m[2]);
    }

    public function first(): DateTimeImmutable
    {
        $month = 3 * ($this->number - 1) + 1;
        return new DateTimeImmutable(sprintf('%04d-%02d-01', $this->year, $month));
    }

    public function contains(DateTimeImmutable $day): bool
    {
        $first = $this->first();
        return $day >= $first && $day < $first->modify('+3 months');
    }

    public function __toString(): string
    {
        return sprintf('%d-Q%d', $this->year, $this->number);
    }
}
