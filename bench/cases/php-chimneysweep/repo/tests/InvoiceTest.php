<?php

declare(strict_types=1);

namespace Sweep\Tests;

use PHPUnit\Framework\TestCase;
use Sweep\Appliance;
use Sweep\Invoice;
use Sweep\Job;
use Sweep\PriceList;

final class InvoiceTest extends TestCase
{
    private function invoice(array $flues, int $minutes, int $miles): Invoice
    {
        return new Invoice(new Job('Mrs Adeyemi', $flues, $minutes, $miles), PriceList::standard());
    }

    public function testOneWoodBurnerWithinTheRadius(): void
    {
        $invoice = $this->invoice([Appliance::WoodBurner], 45, 6);
        $this->assertSame([['Sweep wood burner', 6500], ['Labour 45m', 2700]], $invoice->lines());
        $this->assertSame(9200, $invoice->netPence());
        $this->assertSame(1840, $invoice->vatPence());
    }

    public function testLabourPerStartedQuarterHour(): void
    {
        $invoice = $this->invoice([Appliance::OpenFire, Appliance::OpenFire], 80, 3);
        // 80 minutes: six quarters started
        $this->assertSame(['Labour 1h 30m', 5400], $invoice->lines()[2]);
        $this->assertSame(5500 * 2 + 5400, $invoice->netPence());
    }

    public function testMileageLineAndTotal(): void
    {
        $invoice = $this->invoice([Appliance::RangeCooker], 60, 13);
        $this->assertSame(['Mileage 13 mi', 270], $invoice->lines()[2]);
        // net 8000 + 3600 + 270 = 11870, VAT 2374
        $this->assertSame(14244, $invoice->totalPence());
    }

    public function testRender(): void
    {
        $expected = implode("\n", [
            'Invoice: Mrs Adeyemi',
            'Sweep open fire                 £55.00',
            'Labour 30m                      £18.00',
            'Net                             £73.00',
            'VAT 20%                         £14.60',
            'Total                           £87.60',
        ]);
        $this->assertSame($expected, $this->invoice([Appliance::OpenFire], 22, 0)->render());
    }
}
