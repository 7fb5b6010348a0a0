<?php

declare(strict_types=1);

namespace Tannery\Tests;

use PHPUnit\Framework\TestCase;
use Tannery\Report;

final class ReportTest extends TestCase
{
    public function testBatchSheet(): void
    {
        $expected = <<<TXT
            Batch B-1207: 3 hides, chrome upholstery recipe
            Green 95.5 kg, pelt 105.1 kg, shaved 42.0 kg
              sodium sulphide          2.63 kg
              lime                     3.15 kg
              ammonium sulphate        2.10 kg
              salt                     6.30 kg
              sulphuric acid           1.26 kg
              chrome sulphate          8.19 kg
              sodium bicarbonate       1.05 kg
              fatliquor                3.36 kg
            Chemicals £26.36
            Area 13.70 m² (147.5 sq ft), 17.88p per sq ft

            TXT;
        $this->assertSame(
            $expected,
            Report::render(Fixtures::upholstery(), Fixtures::cowBatch(), Fixtures::prices()),
        );
    }
}
