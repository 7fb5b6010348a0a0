# frozen_string_literal: true

RSpec.describe Newsround::Bill do
  let(:fortnight) { [d("2024-06-03"), d("2024-06-16")] }

  it "adds up each title at the price of the day" do
    bill = described_class.new(penrose, catalogue, *fortnight)
    expect(bill.lines.map(&:to_a)).to eq(
      [
        ["TIMES", "The Times", 12, 3200],
        ["STIMES", "The Sunday Times", 2, 700],
        ["RADIOT", "Radio Times", 2, 798],
      ]
    )
    expect(bill.papers).to eq(4698)
  end

  it "charges delivery by the week" do
    bill = described_class.new(penrose, catalogue, *fortnight)
    expect(bill.weeks).to eq(2)
    expect(bill.delivery).to eq(400)
    expect(bill.total).to eq(5098)
  end

  it "leaves out the days on hold" do
    bill = described_class.new(okafor, catalogue, *fortnight)
    expect(bill.lines.map { |line| [line.code, line.copies] }).to eq(
      [["MIRROR", 6], ["SMIRROR", 1], ["BEANO", 1]]
    )
    expect(bill.papers).to eq(960 + 200 + 375)
  end

  it "keeps the order the titles were taken in" do
    bill = described_class.new(hale, catalogue, *fortnight)
    expect(bill.lines.map(&:code)).to eq(%w[TIMES GAZETTE])
  end

  it "prints the bill" do
    bill = described_class.new(penrose, catalogue, *fortnight)
    expect(bill.to_s).to eq(<<~BILL.chomp)
      Mrs J Penrose, 3 Church Lane (account A101)
      Papers 03/06/2024 to 16/06/2024
        The Times                 12     £32.00
        The Sunday Times           2      £7.00
        Radio Times                2      £7.98
        Delivery (weeks)           2      £4.00
        Total                            £50.98
    BILL
  end

  it "cannot end before it starts" do
    expect { described_class.new(penrose, catalogue, d("2024-06-16"), d("2024-06-03")) }
      .to raise_error(ArgumentError)
  end
end
