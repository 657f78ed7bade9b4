-- AlterTable
ALTER TABLE "Argument" ADD COLUMN "sourceText" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Claim" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "argumentId" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "negationContent" TEXT,
    "formula" TEXT,
    "sourceSpans" TEXT,
    "implicit" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "Claim_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Claim" ("argumentId", "content", "id", "negationContent", "position", "role") SELECT "argumentId", "content", "id", "negationContent", "position", "role" FROM "Claim";
DROP TABLE "Claim";
ALTER TABLE "new_Claim" RENAME TO "Claim";
CREATE UNIQUE INDEX "Claim_argumentId_role_position_key" ON "Claim"("argumentId", "role", "position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
