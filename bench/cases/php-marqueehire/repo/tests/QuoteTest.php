<?php

declare(strict_types=1);

namespace Marquee\Hire\Tests;

use Marquee\Hire\HireOptions;
use Marquee\Hire\Marquee;
use Marquee\Hire\Quote;
use PHPUnit\Framework\TestCase;

final class QuoteTest extends TestCase
{
    public function testABareTentForADay(): void
    {
        $quote = new Quote(new Marquee(6, 9), new HireOptions());
        $this->assertSame(['tent' => 24_300], $quote->lines());
        $this->assertSame(4_860, $quote->vat());
        $this->assertSame(29_160, $quote->gross());
    }

    public function testExtraDaysFlooringLightingAndDelivery(): void
    {
        $quote = new Quote(
            new Marquee(9, 15),
            new HireOptions(['days' => 3, 'flooring' => true, 'lighting' => 'festoon', 'distance_km' => 32]),
        );
        $this->assertSame(
            ['tent' => 91_125, 'flooring' => 40_500, 'lighting' => 12_500, 'delivery' => 2_160],
            $quote->lines(),
        );
        $this->assertSame(146_285, $quote->net());
    }

    public function testDeliveryIsFreeCloseBy(): void
    {
        $quote = new Quote(new Marquee(6, 6), new HireOptions(['distance_km' => 20]));
        $this->assertArrayNotHasKey('delivery', $quote->lines());
    }
}
