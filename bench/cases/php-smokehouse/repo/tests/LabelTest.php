<?php

declare(strict_types=1);

namespace Smokehouse\Tests;

use PHPUnit\Framework\TestCase;
use Smokehouse\Catalogue;
use Smokehouse\Label;

final class LabelTest extends TestCase
{
    public function testPriceToThePenny(): void
    {
        $label = new Label(Catalogue::standard()->get('SAL-SIDE'), 1234, new \DateTimeImmutable('2024-03-05'), 'B0412');
        $this->assertSame(4689, $label->pricePence());
    }

    public function testMoney(): void
    {
        $this->assertSame('£46.89', Label::money(4689));
        $this->assertSame('£0.05', Label::money(5));
    }

    public function testColdSmokedLabel(): void
    {
        $label = new Label(Catalogue::standard()->get('SAL-SIDE'), 1234, new \DateTimeImmutable('2024-03-05'), 'B0412');
        $this->assertSame(
            "Cold smoked salmon side\n"
            . "Net 1234 g   £38.00/kg   £46.89\n"
            . "Use by 26/03/2024   Batch B0412\n"
            . "Keep refrigerated below 5°C. Not cooked.\n",
            $label->text(),
        );
    }

    public function testHotSmokedLabel(): void
    {
        $label = new Label(Catalogue::standard()->get('TRT-FIL'), 310, new \DateTimeImmutable('2024-02-25'), 'B0413');
        $this->assertSame('Use by 06/03/2024   Batch B0413', $label->lines()[2]);
        $this->assertSame('Keep refrigerated below 5°C.', $label->lines()[3]);
        $this->assertSame(915, $label->pricePence());
    }

    public function testNoWeight(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Label(Catalogue::standard()->get('TRT-FIL'), 0, new \DateTimeImmutable('2024-02-25'), 'B0413');
    }
}
