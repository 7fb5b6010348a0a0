<?php

declare(strict_types=1);

namespace Sweep;

use Sweep\Support\BillsTime;
use Sweep\Support\Money;

final class Invoice
{
    use BillsTime;

    public function __construct(private readonly Job $job, private readonly PriceList $prices)
    {
    }

    /** @return list<array{string, int}> description and pence */
    public function lines(): array
    {
        $lines = [];
        foreach ($this->job->flues as $appliance) {
            $lines[] = ["Sweep {$appliance->value}", $this->prices->flue($appliance)];
        }
        $quarters = $this->quartersBilled($this->job->minutesOnSite);
        $lines[] = ['Labour ' . $this->timeLabel($quarters * 15), $quarters * $this->prices->perQuarterHourPence];
        $mileage = $this->prices->mileage($this->job->milesFromBase);
        if ($mileage > 0) {
            $lines[] = ["Mileage {$this->job->milesFromBase} mi", $mileage];
        }
        return $lines;
    }

    public function netPence(): int
    {
        return array_sum(array_map(fn (array $line): int => $line[1], $this->lines()));
    }

    public function vatPence(): int
    {
        return Money::vat($this->netPence(), $this->prices->vatPercent);
    }

    public function totalPence(): int
    {
        return $this->netPence() + $this->vatPence();
    }

    public function render(): string
    {
        $out = ["Invoice: {$this->job->customer}"];
        foreach ($this->lines() as [$text, $pence]) {
            $out[] = sprintf('%-28s %10s', $text, Money::format($pence));
        }
        $out[] = sprintf('%-28s %10s', 'Net', Money::format($this->netPence()));
        $out[] = sprintf('%-28s %10s', "VAT {$this->prices->vatPercent}%", Money::format($this->vatPence()));
        $out[] = sprintf('%-28s %10s', 'Total', Money::format($this->totalPence()));
        return implode("\n", $out);
    }
}
