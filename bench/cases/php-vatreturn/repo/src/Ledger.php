<?php

declare(strict_types=1);

namespace Tally\Vat;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * The bookkeeping program's ledger export, one invoice a line after a header:
 * number,issued,tax_point,kind,net_pence,band (dates Y-m-d).
 */
final class Ledger
{
    /** @var list<Invoice> */
    public array $invoices = [];

    public static function fromCsv(string $csv): self
    {
        $ledger = new self();
        $lines = preg_split('/\R/', trim($csv)) ?: [];
        foreach (array_slice($lines, 1) as $i => $line) {
            if (trim($line) === '') {
                continue;
            }
            $ledger->invoices[] = self::invoice(str_getcsv(trim($line)), $i + 2);
        }
        return $ledger;
    }

    /** @param array<int, string|null> $fields */
    private static function invoice(array $fields, int $lineNo): Invoice
    {
        if (count($fields) !== 6) {
            throw new InvalidArgumentException("line $lineNo: want 6 fields, got " . count($fields));
        }
        [$number, , $taxPoint, $kind, $net, $band] = $fields;
        return new Invoice(
            (string) $number,
            self::date((string) $taxPoint, $lineNo),
            (string) $kind,
            (int) $net,
            (string) $band,
        );
    }

    private static function date(string $text, int $lineNo): DateTimeImmutable
    {
        $date = DateTimeImmutable::createFromFormat('!Y-m-d', $text);
        if ($date === false) {
            throw new InvalidArgumentException("line $lineNo: bad date '$text'");
        }
        return $date;
    }
}
