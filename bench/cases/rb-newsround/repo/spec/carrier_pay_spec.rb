# frozen_string_literal: true

RSpec.describe Newsround::CarrierPay do
  it "pays more at the weekend" do
    expect(described_class.rate(d("2024-06-05"))).to eq(500)
    expect(described_class.rate(d("2024-06-08"))).to eq(600)
    expect(described_class.rate(d("2024-06-09"))).to eq(750)
  end

  it "pays for each day the round went out" do
    expect(described_class.week(village, d("2024-06-03"), catalogue)).to eq(3850)
  end

  it "pays nothing for a day with an empty bag" do
    quiet = Newsround::Round.new("Quiet", carrier: "Sam").add(sutton)
    expect(described_class.week(quiet, d("2024-06-03"), catalogue)).to eq(500)
  end

  it "writes the payslip" do
    expect(described_class.payslip(outlying, d("2024-06-10"), catalogue))
      .to eq("Priya, Outlying, week of 10/06/2024: £38.50")
  end
end
