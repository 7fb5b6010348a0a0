<?php

declare(strict_types=1);

use Harbour\Bookings\CsvImport;
use PHPUnit\Framework\TestCase;

final class CsvImportTest extends TestCase
{
    private const EXPORT = <<<'CSV'
        reference,guest,room,check_in,nights
        HB-2026-004217,Ada Lovelace,harbour-view,2026-07-03,4
        HB-2026-004218,Ben Okri,double,2026-07-03,2
        HB-2026-0042190,Clara Schumann,single,2026-07-05,3
        HB-2026-004220,Dev Patel,penthouse,2026-07-06,1
        HB-2026-004221,Eva Peron,suite,2026-07-06,0
        HB-2026-004222,Femi Kuti,double,2026-07-10,7
        CSV;

    public function testImportsTheGoodLines(): void
    {
        $import = CsvImport::fromString(self::EXPORT);
        $refs = array_map(static fn ($b) => (string) $b->reference, $import->bookings);
        $this->assertSame(['HB-2026-004217', 'HB-2026-004218', 'HB-2026-004222'], $refs);
    }

    public function testSaysWhichLinesWereRejectedAndWhy(): void
    {
        $import = CsvImport::fromString(self::EXPORT);
        $this->assertSame(
            [
                4 => "not a booking reference: 'HB-2026-0042190'",
                5 => "unknown room type 'penthouse'",
                6 => "bad number of nights '0'",
            ],
            $import->rejected,
        );
    }

    public function testCheckOutFollowsTheNights(): void
    {
        $import = CsvImport::fromString(self::EXPORT);
        $this->assertSame('2026-07-07', $import->bookings[0]->checkOut()->format('Y-m-d'));
    }
}
