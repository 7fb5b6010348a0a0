<?php

declare(strict_types=1);

namespace Pestcontrol;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * An annual pest prevention contract for commercial premises: a fixed
 * number of routine inspections a year, paid monthly.
 */
final class Contract
{
    /** Charge for one routine inspection before the premises multiplier. */
    public const ROUTINE_VISIT_PENCE = 4800;

    /** @param list<DateTimeImmutable> $visits */
    private function __construct(
        public readonly Premises $premises,
        public readonly DateTimeImmutable $start,
        public readonly array $visits,
    ) {
    }

    public static function annual(Premises $premises, DateTimeImmutable $start): self
    {
        if (!$premises->commercial) {
            throw new InvalidArgumentException('Contracts are for commercial premises only');
        }
        $visits = Schedule::routine($start, self::visitsPerYear($premises));
        return new self($premises, $start, $visits);
    }

    /** Food businesses need eight inspections a year, other premises six. */
    public static function visitsPerYear(Premises $premises): int
    {
        return $premises->foodBusiness ? 8 : 6;
    }

    public function end(): DateTimeImmutable
    {
        return $this->start->modify('+1 year')->modify('-1 day');
    }

    public function annualNetPence(): int
    {
        $perVisit = intdiv(self::ROUTINE_VISIT_PENCE * $this->premises->rateMultiplierPercent(), 100);
        return $perVisit * count($this->visits);
    }

    public function annualGrossPence(): int
    {
        $net = $this->annualNetPence();
        return $net + Money::vat($net);
    }

    /** Monthly direct debit, rounded up to the penny so twelve cover the year. */
    public function monthlyPence(): int
    {
        return intdiv($this->annualGrossPence() + 11, 12);
    }
}
