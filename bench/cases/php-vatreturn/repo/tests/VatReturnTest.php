<?php

declare(strict_types=1);

use Tally\Vat\Ledger;
use Tally\Vat\Quarter;
use Tally\Vat\VatReturn;
use PHPUnit\Framework\TestCase;

final class VatReturnTest extends TestCase
{
    private const LEDGER = <<<'CSV'
        number,issued,tax_point,kind,net_pence,band
        S-0411,2026-03-27,2026-03-27,sale,120000,standard
        S-0412,2026-03-30,2026-04-02,sale,80000,standard
        P-2201,2026-04-03,2026-04-03,purchase,45000,standard
        S-0413,2026-04-15,2026-04-15,sale,30000,reduced
        P-2202,2026-05-09,2026-05-09,purchase,12000,exempt
        S-0414,2026-06-28,2026-07-01,sale,50000,standard
        S-0415,2026-06-12,2026-06-12,sale,9000,zero
        CSV;

    private function returnFor(string $quarter): VatReturn
    {
        return VatReturn::forQuarter(Ledger::fromCsv(self::LEDGER), Quarter::parse($quarter));
    }

    public function testCountsInvoicesByTaxPoint(): void
    {
        self::assertSame(['S-0412', 'P-2201', 'S-0413', 'P-2202', 'S-0415'], $this->returnFor('2026-Q2')->counted);
        self::assertSame(['S-0411'], $this->returnFor('2026-Q1')->counted);
    }

    public function testBoxes(): void
    {
        $return = $this->returnFor('2026-Q2');
        self::assertSame(16000 + 1500, $return->vatDueOnSales);
        self::assertSame(9000, $return->vatReclaimed);
        self::assertSame(8500, $return->netVat());
        self::assertSame(80000 + 30000 + 9000, $return->salesExVat);
        self::assertSame(45000, $return->purchasesExVat);
    }

    public function testARepaymentQuarter(): void
    {
        $ledger = Ledger::fromCsv("number,issued,tax_point,kind,net_pence,band\nP-1,2026-08-01,2026-08-01,purchase,100000,standard\nS-1,2026-08-02,2026-08-02,sale,20000,standard\n");
        self::assertSame(-16000, VatReturn::forQuarter($ledger, Quarter::parse('2026-Q3'))->netVat());
    }

    public function testABadLine(): void
    {
        $this->expectExceptionMessage('line 2: want 6 fields, got 5');
        Ledger::fromCsv("number,issued,tax_point,kind,net_pence,band\nS-1,2026-08-02,2026-08-02,sale,20000\n");
    }
}
