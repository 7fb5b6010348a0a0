<?php

declare(strict_types=1);

namespace Nursery\Tests;

use Nursery\InvoiceBuilder;
use Nursery\InvoiceFormatter;
use PHPUnit\Framework\TestCase;

final class InvoiceFormatterTest extends TestCase
{
    public function testFamilyInvoice(): void
    {
        $invoice = (new InvoiceBuilder(Families::calendar()))->build('Okafor', Families::okafor(), 2025, 4);
        $expected = <<<'TEXT'
            Invoice for the Okafor family, April 2025

            Ben (Toddler room)
              5 x Full day @ £68.00              £340.00
              3 x Afternoon @ £38.00             £114.00
              Sibling discount                   -£45.40
              Subtotal                           £408.60

            Ada (Preschool room)
              8 x Full day @ £64.00              £512.00
              4 x Morning @ £36.00               £144.00
              Funded hours (47.5 h)             -£304.00
              Consumables                         £71.25
              Subtotal                           £423.25

            Total due                            £831.85

            TEXT;
        self::assertSame($expected, (new InvoiceFormatter())->format($invoice));
    }
}
