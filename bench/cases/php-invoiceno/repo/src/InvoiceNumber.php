<?php

declare(strict_types=1);

namespace Acme\InvoiceNumbers;

/** An issued number and how it is printed. */
final class InvoiceNumber
{
    public const DIGITS = 6;

    public function __construct(
        public readonly string $series,
        public readonly int $year,
        public readonly int $number,
    ) {
        if ($number < 1) {
            throw new \InvalidArgumentException("invoice numbers start at 1, got $number");
        }
    }

    public function __toString(): string
    {
        $digits = str_pad($this->number, self::DIGITS, '0', STR_PAD_LEFT);
        return sprintf('%s-%d-%s', $this->series, $this->year, $digits);
    }

    public static function parse(string $text): self
    {
        if (!preg_match('/^([A-Z]{2,4})-(\d{4})-(\d+)$/', $text, $m)) {
            throw new \InvalidArgumentException("not an invoice number: $text");
        }
        return new self($m[1], (int) $m[2], (int) $m[3]);
    }
}
