-- AlterTable
ALTER TABLE "Argument" ADD COLUMN     "sourceText" TEXT;

-- AlterTable
ALTER TABLE "Claim" ADD COLUMN     "formula" TEXT,
ADD COLUMN     "implicit" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sourceSpans" TEXT;
