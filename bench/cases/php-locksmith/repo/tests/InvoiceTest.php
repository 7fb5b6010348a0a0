<?php

declare(strict_types=1);

namespace Locksmith\Tests;

use Locksmith\Callout\Callout;
use Locksmith\Callout\CalloutPricer;
use Locksmith\Callout\Part;
use Locksmith\Callout\RateCard;
use Locksmith\Cutting\CuttingOrder;
use Locksmith\Cutting\CuttingPricer;
use Locksmith\Invoice\Invoice;
use Locksmith\Invoice\InvoiceLine;
use Locksmith\Invoice\InvoiceNumbering;
use Locksmith\Money;
use PHPUnit\Framework\TestCase;

final class InvoiceTest extends TestCase
{
    public function testTotalsAndVat(): void
    {
        $invoice = new Invoice('LS-2025-0001', 'Mr A. Patel', new \DateTimeImmutable('2025-06-16'), [
            new InvoiceLine('Daytime call-out', 1, Money::pounds('75')),
            new InvoiceLine('Mortice lock 5 lever', 1, Money::pounds('42.99')),
        ]);

        $this->assertSame('£117.99', $invoice->subtotal()->format());
        $this->assertSame('£23.60', $invoice->vat()->format());
        $this->assertSame('£141.59', $invoice->total()->format());
    }

    public function testNeedsALine(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Invoice('LS-2025-0001', 'Mr A. Patel', new \DateTimeImmutable('2025-06-16'), []);
    }

    public function testRendersCounterSale(): void
    {
        $pricer = new CuttingPricer(BlankCatalogueTest::shopBlanks(), Money::pounds('35.00'));
        $order = (new CuttingOrder())->add('UL050', 2)->add('MP3');
        $invoice = new Invoice('LS-2025-0107', 'Counter sale', new \DateTimeImmutable('2025-06-18'), $pricer->lines($order));

        $expected = <<<'TXT'
            Invoice LS-2025-0107
            To: Counter sale
            Date: 18/06/2025

              2 x Cut Yale cylinder key (UL050)             £9.00
              1 x Cut Master padlock key (MP3)              £3.50

            Subtotal                                       £12.50
            VAT 20%                                         £2.50
            Total                                          £15.00

            TXT;
        $this->assertSame($expected, $invoice->render());
    }

    public function testRendersSundayCallout(): void
    {
        $pricer = new CalloutPricer(RateCard::standard());
        $callout = new Callout(new \DateTimeImmutable('2025-06-15 16:40'), 40, [
            new Part('Yale Platinum euro cylinder', Money::pounds('54.00')),
        ]);
        $invoice = new Invoice('LS-2025-0108', 'Ms J. Okafor', new \DateTimeImmutable('2025-06-15'), $pricer->lines($callout));

        $expected = <<<'TXT'
            Invoice LS-2025-0108
            To: Ms J. Okafor
            Date: 15/06/2025

              1 x Weekend call-out                        £110.00
              1 x Additional labour (15 min)               £15.00
              1 x Yale Platinum euro cylinder              £54.00

            Subtotal                                      £179.00
            VAT 20%                                        £35.80
            Total                                         £214.80

            TXT;
        $this->assertSame($expected, $invoice->render());
    }

    public function testNumberingCountsWithinAYear(): void
    {
        $numbering = new InvoiceNumbering('LS', 'LS-2024-0311');

        $this->assertSame('LS-2024-0312', $numbering->next(new \DateTimeImmutable('2024-12-30')));
        $this->assertSame('LS-2025-0001', $numbering->next(new \DateTimeImmutable('2025-01-02')));
        $this->assertSame('LS-2025-0002', $numbering->next(new \DateTimeImmutable('2025-01-02')));
    }

    public function testNumberingRefusesToGoBackAYear(): void
    {
        $numbering = new InvoiceNumbering('LS', 'LS-2025-0002');

        $this->expectException(\LogicException::class);
        $numbering->next(new \DateTimeImmutable('2024-12-31'));
    }

    public function testNumberingRejectsForeignNumbers(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new InvoiceNumbering('LS', 'INV-2025-0002');
    }
}
