<?php

declare(strict_types=1);

namespace Locksmith\Invoice;

/**
 * Hands out invoice numbers such as LS-2025-0042, counting from 1 again each calendar year.
 */
final class InvoiceNumbering
{
    private int $year = 0;
    private int $count = 0;

    public function __construct(private readonly string $prefix = 'LS', ?string $lastIssued = null)
    {
        if ($lastIssued !== null) {
            $pattern = '/^' . preg_quote($prefix, '/') . '-(\d{4})-(\d{4,})$/';
            if (!preg_match($pattern, $lastIssued, $m)) {
                throw new \InvalidArgumentException("'$lastIssued' is not one of our invoice numbers");
            }
            $this->year = (int) $m[1];
            $this->count = (int) $m[2];
        }
    }

    public function next(\DateTimeInterface $issuedOn): string
    {
        $year = (int) $issuedOn->format('Y');
        if ($year < $this->year) {
            throw new \LogicException("Cannot number an invoice for $year after one for {$this->year}");
        }
        if ($year !== $this->year) {
            $this->year = $year;
            $this->count = 0;
        }
        $this->count++;

        return sprintf('%s-%04d-%04d', $this->prefix, $this->year, $this->count);
    }
}
