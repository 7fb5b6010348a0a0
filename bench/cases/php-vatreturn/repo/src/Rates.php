<?php

declare(strict_types=1);

namespace Tally\Vat;

use InvalidArgumentException;

/** The VAT bands and their rates in per cent. */
final class Rates
{
    public const BANDS = ['standard' => 20, 'reduced' => 5, 'zero' => 0, 'exempt' => 0];

    /** VAT on a net amount in pence, rounded down to the penny as HMRC allows per line. */
    public static function vatOn(int $netPence, string $band): int
    {
        if (!array_key_exists($band, self::BANDS)) {
            throw new InvalidArgumentException("unknown VAT band '$band'");
        }
        return intdiv($netPence * self::BANDS[$band], 100);
    }

    /** Exempt supplies stay out of the return's boxes 6 and 7. */
    public static function inScope(string $band): bool
    {
        return $band !== 'exempt';
    }
}
