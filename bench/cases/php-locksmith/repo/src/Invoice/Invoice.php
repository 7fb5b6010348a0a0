<?php

declare(strict_types=1);

namespace Locksmith\Invoice;

use Locksmith\Money;

final class Invoice
{
    public const VAT_PERCENT = 20;

    /**
     * @param InvoiceLine[] $lines
     */
    public function __construct(
        public readonly string $number,
        public readonly string $customer,
        public readonly \DateTimeImmutable $issuedOn,
        private readonly array $lines,
    ) {
        if ($lines === []) {
            throw new \InvalidArgumentException('An invoice needs at least one line');
        }
    }

    /**
     * @return InvoiceLine[]
     */
    public function lines(): array
    {
        return $this->lines;
    }

    public function subtotal(): Money
    {
        return Money::sum(array_map(fn (InvoiceLine $line) => $line->amount(), $this->lines));
    }

    public function vat(): Money
    {
        return $this->subtotal()->percent(self::VAT_PERCENT);
    }

    public function total(): Money
    {
        return $this->subtotal()->add($this->vat());
    }

    public function render(): string
    {
        $out = [
            "Invoice {$this->number}",
            "To: {$this->customer}",
            'Date: ' . $this->issuedOn->format('d/m/Y'),
            '',
        ];
        foreach ($this->lines as $line) {
            $out[] = sprintf('%3d x %-36s %s', $line->quantity, $line->description, self::column($line->amount()));
        }
        $out[] = '';
        $out[] = sprintf('%-42s %s', 'Subtotal', self::column($this->subtotal()));
        $out[] = sprintf('%-42s %s', 'VAT ' . self::VAT_PERCENT . '%', self::column($this->vat()));
        $out[] = sprintf('%-42s %s', 'Total', self::column($this->total()));

        return implode("\n", $out) . "\n";
    }

    /**
     * Right-aligns an amount in a 10 character column (sprintf pads bytes, and £ is two).
     */
    private static function column(Money $amount): string
    {
        $text = $amount->format();

        return str_repeat(' ', max(0, 10 - mb_strlen($text))) . $text;
    }
}
