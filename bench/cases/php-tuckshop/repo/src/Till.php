<?php

declare(strict_types=1);

namespace Tuckshop;

final class Till
{
    private int $nextReceipt = 1;
    /** @var Receipt[] */
    private array $receipts = [];

    public function __construct(
        private readonly Catalogue $catalogue,
        private readonly Stock $stock,
        private readonly Ledger $ledger,
        private readonly Pricing $pricing,
    ) {
    }

    public function topUp(PupilAccount $account, int $pence, string $date, string $reference = ''): void
    {
        $account->topUp($pence);
        $this->ledger->record($date, $account->id, Ledger::TOP_UP, $pence, $reference);
    }

    /**
     * Checks and takes payment for a basket. Nothing changes if the sale is
     * refused.
     *
     * @throws SaleRefused
     */
    public function sell(PupilAccount $account, Basket $basket, string $date): Receipt
    {
        if ($basket->isEmpty()) {
            throw SaleRefused::emptyBasket();
        }
        foreach ($basket->lines() as $code => $quantity) {
            $product = $this->catalogue->get($code);
            foreach ($account->allergies() as $allergen) {
                if ($product->contains($allergen)) {
                    throw SaleRefused::allergen($account, $product, $allergen);
                }
            }
            if ($account->isBlocked($product->category)) {
                throw SaleRefused::blocked($account, $product->category);
            }
            if (!$this->stock->has($code, $quantity)) {
                throw SaleRefused::outOfStock($product, $this->stock->level($code));
            }
        }

        $quote = $this->pricing->quote($basket);
        $total = $quote->total();
        if ($account->spentOn($date) + $total > $account->dailyLimit()) {
            throw SaleRefused::dailyLimit($account, $account->dailyLimit());
        }
        if ($total > $account->balance()) {
            throw SaleRefused::insufficientFunds($account, $total);
        }

        foreach ($basket->lines() as $code => $quantity) {
            $this->stock->take($code, $quantity);
        }
        $account->debit($total, $date);
        $number = sprintf('R%04d', $this->nextReceipt++);
        $this->ledger->record($date, $account->id, Ledger::SALE, $total, $number);

        $receipt = new Receipt($number, $account->id, $date, $quote, $account->balance());
        $this->receipts[$number] = $receipt;
        return $receipt;
    }

    /**
     * Gives the money back and puts the items back on the shelf.
     */
    public function refund(string $number, PupilAccount $account, string $date): void
    {
        $receipt = $this->receipts[$number] ?? throw new \InvalidArgumentException("No receipt $number");
        if ($receipt->accountId !== $account->id) {
            throw new \InvalidArgumentException("Receipt $number is not for {$account->label()}");
        }
        $receipt->markRefunded();
        foreach ($receipt->quote->lines as $line) {
            $this->stock->restock($line['code'], $line['quantity']);
        }
        $account->credit($receipt->quote->total(), $receipt->date);
        $this->ledger->record($date, $account->id, Ledger::REFUND, $receipt->quote->total(), $number);
    }

    /** @return Receipt[] sales on the day that were not refunded */
    public function receipts(string $date): array
    {
        return array_values(array_filter(
            $this->receipts,
            static fn (Receipt $r) => $r->date === $date && !$r->isRefunded(),
        ));
    }
}
