RSpec.describe Weighbridge::TerminalLog do
  let(:vehicles) { Weighbridge::Vehicles.load([{ reg: "AB12 CDE", haulier: "Moss Haulage", tare_kg: 12_400 }]) }
  let(:log) { described_class.new(vehicles) }

  it "reads a ticket weighed in and out" do
    t = log.parse_line("1041;07:40;YX19 KLM;Pennine Tippers;d20;30880;11950")
    expect([t.number, t.reg, t.material_code, t.gross_kg, t.tare_kg]).to eq([1041, "YX19KLM", "D20", 30_880, 11_950])
  end

  it "uses the stored tare when the tare is empty" do
    t = log.parse_line("1042;07:52;AB12 CDE;Moss Haulage;T1;31260;")
    expect(t.tare_kg).to eq(12_400)
    expect(t.net_kg).to eq(18_860)
  end

  it "skips comments and blank lines and counts lines from 1" do
    text = "# export 2024-05-14\n\n1041;07:40;YX19 KLM;Pennine Tippers;D20;30880;11950\n1043;08:05;QQ;x;T1;abc;1\n"
    expect { log.parse(text) }.to raise_error(Weighbridge::Error, /line 4: "abc" is not a whole number/)
  end

  it "refuses a stranger with no tare, a short line and an unknown material" do
    expect { log.parse_line("1;08:00;ZZ99 ZZZ;x;T1;20000;") }.to raise_error(Weighbridge::Error, /none stored/)
    expect { log.parse_line("1;08:00;ZZ99 ZZZ;x;T1;20000") }.to raise_error(Weighbridge::Error, /6 fields/)
    expect { log.parse_line("1;08:00;ZZ99 ZZZ;x;SAND;20000;1") }.to raise_error(Weighbridge::Error, /unknown/)
  end
end
