<?php

declare(strict_types=1);

namespace Acme\InvoiceNumbers;

/** The last number issued for each series and year, kept in memory (the app persists it). */
final class Sequence
{
    /** @var array<string, int> */
    private array $last = [];

    public function next(string $series, int $year): int
    {
        $key = $series . '/' . $year;
        $this->last[$key] = ($this->last[$key] ?? 0) + 1;
        return $this->last[$key];
    }

    public function peek(string $series, int $year): int
    {
        return $this->last[$series . '/' . $year] ?? 0;
    }
}
