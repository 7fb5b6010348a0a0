<?php

declare(strict_types=1);

namespace Pestcontrol;

use DateTimeImmutable;

/**
 * A priced treatment for one pest at one premises.
 */
final class Quote
{
    /** Block bait, pence per gram. */
    public const BAIT_PENCE_PER_GRAM = 2;

    /** Insecticide concentrate, pence per ml. */
    public const CONCENTRATE_PENCE_PER_ML = 15;

    /** @var list<array{string, int, int}> description, quantity, unit pence */
    private array $lines = [];

    /** @param list<DateTimeImmutable> $visits */
    private function __construct(
        public readonly Pest $pest,
        public readonly Premises $premises,
        public readonly array $visits,
    ) {
    }

    public static function forJob(Pest $pest, Premises $premises, DateTimeImmutable $firstVisit): self
    {
        $visits = Schedule::visits($firstVisit, $pest->visits(), $pest->intervalDays());
        $quote = new self($pest, $premises, $visits);

        $perVisit = intdiv($pest->visitPence() * $premises->rateMultiplierPercent(), 100);
        $quote->lines[] = [$pest->label() . ' treatment visit', count($visits), $perVisit];

        if ($pest->isRodent()) {
            $grams = Dosage::baitGramsPerVisit($premises) * count($visits);
            $quote->lines[] = ['Block bait (g)', $grams, self::BAIT_PENCE_PER_GRAM];
        }
        if ($pest->isSprayed()) {
            $ml = Dosage::concentrateMl($premises) * count($visits);
            $quote->lines[] = ['Insecticide concentrate (ml)', $ml, self::CONCENTRATE_PENCE_PER_ML];
        }
        return $quote;
    }

    /** @return list<array{string, int, int}> */
    public function lines(): array
    {
        return $this->lines;
    }

    public function netPence(): int
    {
        $net = 0;
        foreach ($this->lines as [, $qty, $unit]) {
            $net += $qty * $unit;
        }
        return $net;
    }

    public function vatPence(): int
    {
        return Money::vat($this->netPence());
    }

    public function totalPence(): int
    {
        return $this->netPence() + $this->vatPence();
    }

    public function lastVisit(): DateTimeImmutable
    {
        return $this->visits[count($this->visits) - 1];
    }

    public function summary(): string
    {
        $out = sprintf("%s at %s\n", $this->pest->label(), $this->premises->name);
        foreach ($this->lines as [$desc, $qty, $unit]) {
            $out .= sprintf("  %-30s %6d x %8s = %10s\n", $desc, $qty, Money::format($unit), Money::format($qty * $unit));
        }
        $out .= 'Visits: ' . implode(', ', array_map(
            static fn (DateTimeImmutable $d): string => $d->format('D j M'),
            $this->visits,
        )) . "\n";
        $out .= sprintf("Net %s, VAT %s, total %s\n",
            Money::format($this->netPence()), Money::format($this->vatPence()), Money::format($this->totalPence()));
        return $out;
    }
}
