<?php

declare(strict_types=1);

namespace Tally\Vat;

/** The boxes of a VAT return, in pence. */
final class VatReturn
{
    public int $vatDueOnSales = 0;       // box 1
    public int $vatReclaimed = 0;        // box 4
    public int $salesExVat = 0;          // box 6
    public int $purchasesExVat = 0;      // box 7

    /** @var list<string> the invoices counted, by number */
    public array $counted = [];

    public static function forQuarter(Ledger $ledger, Quarter $quarter): self
    {
        $return = new self();
        foreach ($ledger->invoices as $invoice) {
            if (!$quarter->contains($invoice->taxPoint)) {
                continue;
            }
            $return->counted[] = $invoice->number;
            $inScope = Rates::inScope($invoice->band);
            if ($invoice->kind === Invoice::SALE) {
                $return->vatDueOnSales += $invoice->vatPence();
                $return->salesExVat += $inScope ? $invoice->netPence : 0;
            } else {
                $return->vatReclaimed += $invoice->vatPence();
                $return->purchasesExVat += $inScope ? $invoice->netPence : 0;
            }
        }
        return $return;
    }

    /** Box 5: what is paid to HMRC (negative: repaid). */
    public function netVat(): int
    {
        return $this->vatDueOnSales - $this->vatReclaimed;
    }
}
