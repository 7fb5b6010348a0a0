<?php

declare(strict_types=1);

namespace Hopyard\Pay\Tests;

use Hopyard\Pay\PayLine;
use Hopyard\Pay\Payslip;
use Hopyard\Pay\Picker;
use PHPUnit\Framework\TestCase;

final class PayslipTest extends TestCase
{
    public function testMoneyHasTwoDecimals(): void
    {
        $this->assertSame('£9.05', Payslip::money(905));
        $this->assertSame('£120.00', Payslip::money(12000));
    }

    public function testSlipListsTheWeek(): void
    {
        $line = new PayLine(new Picker('p2', 'Ben', 'novice'), 27.3, 955, 700);
        $this->assertSame(
            "Payslip for Ben (p2), week ending 2026-09-11\n"
            . "Picked:      27.3 kg\n"
            . "Gross:       £9.55\n"
            . "Deductions:  £7.00\n"
            . "Net:         £2.55",
            Payslip::render($line, '2026-09-11'),
        );
    }
}
