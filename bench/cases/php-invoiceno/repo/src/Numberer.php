<?php

declare(strict_types=1);

namespace Acme\InvoiceNumbers;

/** Issues the next number of a series for the invoice's date. */
final class Numberer
{
    public function __construct(private readonly Sequence $sequence)
    {
    }

    public function issue(string $series, \DateTimeInterface $date): InvoiceNumber
    {
        $series = strtoupper($series);
        if (!preg_match('/^[A-Z]{2,4}$/', $series)) {
            throw new \InvalidArgumentException("series must be 2-4 letters, got $series");
        }
        $year = (int) $date->format('Y');
        return new InvoiceNumber($series, $year, $this->sequence->next($series, $year));
    }
}
