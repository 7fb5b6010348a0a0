<?php

declare(strict_types=1);

namespace Insulation\Tests;

use Insulation\Catalogue;
use Insulation\Estimator;
use Insulation\Loft;
use Insulation\QuoteFormatter;
use PHPUnit\Framework\TestCase;

final class QuoteFormatterTest extends TestCase
{
    public function testCustomerQuote(): void
    {
        $loft = Loft::fromSurvey(['length_m' => 7.6, 'width_m' => 5.8, 'excluded_m2' => 1.2]);
        $quote = (new Estimator(Catalogue::standard()))->quote($loft, 'Q-1041');
        $expected = <<<'TXT'
            Quotation Q-1041
            ================================================================
            Mineral wool roll 100 mm, 6 rolls @ £24.50               £147.00
            Mineral wool roll 170 mm, 9 rolls @ £26.90               £242.10
            Labour, 7.5 h @ £32.00                                   £240.00
            ----------------------------------------------------------------
            Net                                                      £629.10
            VAT at 0%                                                  £0.00
            Total                                                    £629.10

            Depth after works: 270 mm

            TXT;
        self::assertSame($expected, (new QuoteFormatter())->format($quote));
    }

    public function testLongDescriptionsAreCut(): void
    {
        $loft = new Loft(12.5, 9.8, 100, 0, 4.0);
        $text = (new QuoteFormatter())->format((new Estimator(Catalogue::standard()))->quote($loft, 'Q-9'));
        foreach (explode("\n", trim($text)) as $line) {
            self::assertLessThanOrEqual(64, mb_strlen($line), $line);
        }
    }
}
