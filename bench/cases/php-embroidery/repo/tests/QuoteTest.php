<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Threadworks\Embroidery\Quote;

final class QuoteTest extends TestCase
{
    public function testPricesStitchingPerPiece(): void
    {
        self::assertSame(648, (new Quote(Designs::crest(), 1))->perPiece());
        self::assertSame(392, (new Quote(Designs::chestLogo(), 1))->perPiece());
    }

    public function testMinimumPerPiece(): void
    {
        self::assertSame(250, (new Quote(Designs::initials(), 1))->perPiece());
    }

    public function testQuantityDiscounts(): void
    {
        self::assertSame(0.0, (new Quote(Designs::crest(), 11))->discountPercent());
        self::assertSame(5.0, (new Quote(Designs::crest(), 12))->discountPercent());
        self::assertSame(10.0, (new Quote(Designs::crest(), 99))->discountPercent());
        self::assertSame(15.0, (new Quote(Designs::crest(), 100))->discountPercent());
    }

    public function testDigitisingOnlyForNewDesigns(): void
    {
        self::assertSame(0, (new Quote(Designs::crest(), 20))->digitising());
        self::assertSame(2500, (new Quote(Designs::crest(), 20, true))->digitising());
        self::assertSame(11520, (new Quote(Designs::jacketBack(), 1, true))->digitising());
    }

    public function testTotalsWithVat(): void
    {
        $quote = new Quote(Designs::crest(), 20, true);
        // 20 x 648 = 12960, less 5 % = 12312, + 2500 digitising
        self::assertSame(14812, $quote->net());
        self::assertSame(17774, $quote->total());
    }

    public function testRejectsNoPieces(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Quote(Designs::crest(), 0);
    }
}
