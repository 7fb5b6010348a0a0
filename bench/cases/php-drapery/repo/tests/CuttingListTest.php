<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\CuttingList;
use Drapery\Lining;
use PHPUnit\Framework\TestCase;

final class CuttingListTest extends TestCase
{
    private function job(): CuttingList
    {
        return (new CuttingList('Marsh Lane'))
            ->add(Fixtures::lounge(), Lining::standardCotton())
            ->add(Fixtures::study())
            ->add(Fixtures::bedroom());
    }

    public function testFabricByName(): void
    {
        $this->assertSame(['Hampton Floral' => 2432.0, 'Linen Natural' => 502.5], $this->job()->fabricByName());
    }

    public function testRender(): void
    {
        $expected = <<<TXT
        Cutting list: Marsh Lane
        lounge: Hampton Floral, 6 x 256 cm (pencil heading, pair)
          lining: cotton sateen, 6 x 250.5 cm
        study: Hampton Floral, 4 x 192 cm (pinch heading, pair)
        bedroom: Linen Natural, 3 x 167.5 cm (eyelet heading, single)
        Hampton Floral: 24.4 m to order
        Linen Natural: 5.1 m to order

        TXT;
        $this->assertSame($expected, $this->job()->render());
    }
}
