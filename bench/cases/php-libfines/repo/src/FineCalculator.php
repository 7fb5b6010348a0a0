<?php

declare(strict_types=1);

namespace TownLib\Fines;

final class FineCalculator
{
    public function __construct(private Overdue $overdue, private FinePolicy $policy)
    {
    }

    /** The fine for one loan, in cents. */
    public function fineFor(Loan $loan): int
    {
        $days = $this->overdue->days($loan->due, $loan->returnedOn);
        return min($days * $this->policy->rate($loan->kind), $this->policy->cap($loan->kind));
    }

    /**
     * @param list<Loan> $loans
     * @return array<string, int> the fine per barcode, for the loans that have one
     */
    public function fines(array $loans): array
    {
        $out = [];
        foreach ($loans as $loan) {
            $fine = $this->fineFor($loan);
            if ($fine > 0) {
                $out[$loan->barcode] = $fine;
            }
        }
        return $out;
    }
}
