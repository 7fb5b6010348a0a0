<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Towpath\Canal\Invoice;
use Towpath\Canal\LicenceTariff;

final class InvoiceTest extends TestCase
{
    public function testSummerOnTheMarina(): void
    {
        $k = Fixtures::kingfisher();
        $invoice = new Invoice($k, 'BR-2025-0114');
        $invoice->addLicence(new LicenceTariff(), 6);
        $invoice->addMooring(Fixtures::braunston(), new DateTimeImmutable('2025-05-14'), 4);

        $this->assertSame([64240, 73500], array_column($invoice->lines(), 'amount'));
        $this->assertSame(137740, $invoice->total());
    }

    public function testLockFeesOnlyWhenThereAreAny(): void
    {
        $k = Fixtures::kingfisher();
        $log = Fixtures::locks();
        $log->record($k, 'Limehouse', new DateTimeImmutable('2025-07-30 06:00'), true);
        $invoice = new Invoice($k, 'BR-2025-0131');
        $invoice->addLockFees($log, 2025, 6);
        $invoice->addLockFees($log, 2025, 7);

        $this->assertSame([['text' => 'Lock fees, 2025-07', 'amount' => 1800]], $invoice->lines());
    }

    public function testRender(): void
    {
        $invoice = new Invoice(Fixtures::dabchick(), 'BR-2025-0140');
        $invoice->addLicence(new LicenceTariff(), 3);
        $invoice->addMooring(Fixtures::braunston(), new DateTimeImmutable('2025-06-01'), 1);

        $expected = "Invoice BR-2025-0140\n"
            . "Dabchick (61905, narrowboat, 6.90 m)\n"
            . sprintf("%-52s %12s\n", 'Licence, 3 months, band 6-8 m', '£217.20')
            . sprintf("%-52s %12s\n", 'Mooring at Braunston, Jun 2025 to Jun 2025, 7.0 m', '£73.50')
            . sprintf("%-52s %12s\n", 'Total', '£290.70');
        $this->assertSame($expected, $invoice->render());
    }
}
