RSpec.describe Weighbridge::DayReport do
  let(:vehicles) do
    Weighbridge::Vehicles.load([
      { reg: "AB12 CDE", haulier: "Moss Haulage", tare_kg: 12_400 },
      { reg: "YX19 KLM", haulier: "Pennine Tippers", tare_kg: 11_950 }
    ])
  end
  let(:text) do
    <<~LOG
      1041;07:40;YX19 KLM;Pennine Tippers;D20;30880;11950
      1042;07:52;AB12 CDE;Moss Haulage;T1;31260;
      1043;08:31;YX19 KLM;Pennine Tippers;T1;31010;12010
      1044;09:05;KP63 RTU;Dale Groundworks;FILL;14100;12900
      1045;09:48;AB12 CDE;Moss Haulage;D20;30450;
    LOG
  end
  let(:report) { described_class.new(Weighbridge::TerminalLog.new(vehicles).parse(text)) }

  it "sums loads, net weight and charges per material" do
    expect(report.by_material).to eq(
      "D20" => { loads: 2, net_kg: 36_980, charge_pence: 77_658 },
      "FILL" => { loads: 1, net_kg: 1_200, charge_pence: 2_500 },
      "T1" => { loads: 2, net_kg: 37_860, charge_pence: 54_897 }
    )
  end

  it "totals the day" do
    expect(report.total_net_kg).to eq(76_040)
    expect(report.total_charge_pence).to eq(135_055)
  end

  it "prints the summary" do
    expect(report.to_text).to eq(<<~TEXT)
      D20   20mm clean stone     2 loads     36.98 t      £776.58
      FILL  Inert fill           1 loads      1.20 t       £25.00
      T1    Type 1 sub-base      2 loads     37.86 t      £548.97
      Total                      5 loads     76.04 t    £1,350.55
    TEXT
  end
end
