<?php

declare(strict_types=1);

namespace Tuckshop;

/**
 * The sheet the tuck shop manager prints after lunch: takings, what sold,
 * and what needs ordering.
 */
final class DailyReport
{
    public function __construct(
        private readonly Catalogue $catalogue,
        private readonly Stock $stock,
        private readonly Ledger $ledger,
        private readonly Till $till,
        private readonly int $reorderLevel = 5,
    ) {
    }

    /**
     * Units sold by product code, most sold first (then by code).
     *
     * @return array<string, int>
     */
    public function unitsSold(string $date): array
    {
        $units = [];
        foreach ($this->till->receipts($date) as $receipt) {
            foreach ($receipt->quote->lines as $line) {
                $units[$line['code']] = ($units[$line['code']] ?? 0) + $line['quantity'];
            }
        }
        uksort($units, static fn (string $a, string $b) => [$units[$b], $a] <=> [$units[$a], $b]);
        return $units;
    }

    /**
     * Full-price value sold by category, before meal deal savings.
     *
     * @return array<string, int>
     */
    public function byCategory(string $date): array
    {
        $totals = [];
        foreach (Category::cases() as $category) {
            $totals[$category->value] = 0;
        }
        foreach ($this->till->receipts($date) as $receipt) {
            foreach ($receipt->quote->lines as $line) {
                $category = $this->catalogue->get($line['code'])->category;
                $totals[$category->value] += $line['total'];
            }
        }
        return $totals;
    }

    public function mealDeals(string $date): int
    {
        $deals = 0;
        foreach ($this->till->receipts($date) as $receipt) {
            $deals += $receipt->quote->mealDeals;
        }
        return $deals;
    }

    public function render(string $date): string
    {
        $out = ["Tuck shop report for $date", ''];
        $out[] = Format::row('Sales', Format::pence($this->ledger->total(Ledger::SALE, $date)));
        $out[] = Format::row('Refunds', Format::pence($this->ledger->total(Ledger::REFUND, $date)));
        $out[] = Format::row('Takings', Format::pence($this->ledger->takings($date)));
        $out[] = Format::row('Top-ups', Format::pence($this->ledger->total(Ledger::TOP_UP, $date)));
        $out[] = Format::row('Meal deals', (string) $this->mealDeals($date));
        $out[] = '';
        $out[] = 'By category (full price):';
        foreach ($this->byCategory($date) as $value => $pence) {
            $out[] = Format::row('  ' . Category::from($value)->label(), Format::pence($pence));
        }
        $out[] = '';
        $out[] = 'Sold:';
        foreach ($this->unitsSold($date) as $code => $units) {
            $out[] = sprintf('  %3d  %s', $units, $this->catalogue->get($code)->name);
        }
        $low = $this->stock->low($this->reorderLevel);
        if ($low !== []) {
            $out[] = '';
            $out[] = 'Reorder:';
            foreach ($low as $code => $left) {
                $out[] = Format::row('  ' . $this->catalogue->get($code)->name, "$left left");
            }
        }
        return implode("\n", $out) . "\n";
    }
}
