<?php

declare(strict_types=1);

namespace Hartwell\Saddlery\Tests;

use Hartwell\Saddlery\Money;
use Hartwell\Saddlery\Pricing;
use PHPUnit\Framework\TestCase;

final class PricingTest extends TestCase
{
    public function testOptionsAndVat(): void
    {
        $order = Fixtures::ainsleyOrder();
        $this->assertSame(310500, Pricing::net($order));
        $this->assertSame(62100, Pricing::vat($order));
        $this->assertSame('£3,726.00', Money::format(Pricing::gross($order)));
    }

    public function testExtraWideSurcharge(): void
    {
        $this->assertSame(274000, Pricing::net(Fixtures::cobOrder()));
    }

    public function testMoneyFormat(): void
    {
        $this->assertSame('£0.05', Money::format(5));
        $this->assertSame('-£12,345.67', Money::format(-1234567));
    }
}
