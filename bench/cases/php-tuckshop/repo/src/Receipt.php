<?php

declare(strict_types=1);

namespace Tuckshop;

final class Receipt
{
    private bool $refunded = false;

    public function __construct(
        public readonly string $number,
        public readonly string $accountId,
        public readonly string $date,
        public readonly Quote $quote,
        public readonly int $balanceAfter,
    ) {
    }

    public function markRefunded(): void
    {
        if ($this->refunded) {
            throw new \LogicException("Receipt {$this->number} was already refunded");
        }
        $this->refunded = true;
    }

    public function isRefunded(): bool
    {
        return $this->refunded;
    }

    public function render(): string
    {
        $out = ["Receipt {$this->number}  {$this->date}"];
        foreach ($this->quote->lines as $line) {
            $out[] = Format::row(sprintf('%2d x %s', $line['quantity'], $line['name']), Format::pence($line['total']));
        }
        if ($this->quote->discount > 0) {
            $out[] = Format::row("Meal deal x{$this->quote->mealDeals}", Format::pence(-$this->quote->discount));
        }
        $out[] = Format::row('Total', Format::pence($this->quote->total()));
        $out[] = Format::row('Balance left', Format::pence($this->balanceAfter));
        return implode("\n", $out) . "\n";
    }
}
